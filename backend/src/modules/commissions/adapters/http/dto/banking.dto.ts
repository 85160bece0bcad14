import { ApiProperty } from '@nestjs/swagger';
import { ApiMoney } from '../../../../../shared/infrastructure/http/api-docs';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import { ACCOUNT_NUMBER_PATTERN, ACCOUNT_TYPES, AccountType, isValidAbaRoutingNumber, MAX_BANKING_NAME_LENGTH, ROUTING_NUMBER_PATTERN } from '../../../domain/banking-details';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Checks the ABA check digit once the value is 9 digits (the pattern reports anything else). */
const IsAbaRoutingNumber = () =>
  ValidateBy({
    name: 'isAbaRoutingNumber',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !ROUTING_NUMBER_PATTERN.test(value) || isValidAbaRoutingNumber(value),
      defaultMessage: () => 'routingNumber is not a valid ABA routing number (its check digit does not match)',
    },
  });

/** The specification's banking details; every field required. */
export class SaveBankingDetailsDto {
  @ApiProperty({ example: 'Maya Okafor', maxLength: MAX_BANKING_NAME_LENGTH })
  @MaxLength(MAX_BANKING_NAME_LENGTH, { message: `accountHolderName must be at most ${MAX_BANKING_NAME_LENGTH} characters` })
  @IsNotEmpty({ message: 'accountHolderName is required' })
  @IsString({ message: 'accountHolderName is required (the name on the account)' })
  @Transform(trim)
  accountHolderName!: string;

  @ApiProperty({ example: 'First Rye Bank', maxLength: MAX_BANKING_NAME_LENGTH })
  @MaxLength(MAX_BANKING_NAME_LENGTH, { message: `bankName must be at most ${MAX_BANKING_NAME_LENGTH} characters` })
  @IsNotEmpty({ message: 'bankName is required' })
  @IsString({ message: 'bankName is required (the name of the bank)' })
  @Transform(trim)
  bankName!: string;

  @ApiProperty({ example: '011000015', pattern: '^\\d{9}$', description: '9 digits with a valid ABA check digit' })
  @IsAbaRoutingNumber()
  @Matches(ROUTING_NUMBER_PATTERN, { message: 'routingNumber must be exactly 9 digits' })
  @IsNotEmpty({ message: 'routingNumber is required' })
  @IsString({ message: 'routingNumber is required (9 digits, as text)' })
  @Transform(trim)
  routingNumber!: string;

  @ApiProperty({ example: '000123456789', pattern: '^\\d{4,17}$', description: '4 to 17 digits; never shown again in full' })
  @Matches(ACCOUNT_NUMBER_PATTERN, { message: 'accountNumber must be 4 to 17 digits' })
  @IsNotEmpty({ message: 'accountNumber is required' })
  @IsString({ message: 'accountNumber is required (4 to 17 digits, as text)' })
  @Transform(trim)
  accountNumber!: string;

  @ApiProperty({ enum: ACCOUNT_TYPES, enumName: 'BankAccountType', example: 'checking' })
  @IsIn([...ACCOUNT_TYPES], { message: 'accountType must be checking or savings' })
  accountType!: AccountType;
}

/** What the API shows of saved banking details: never the routing number or the whole account number. */
export class BankingSummaryDto {
  @ApiProperty({ example: 'First Rye Bank' }) bankName!: string;
  @ApiProperty({ enum: ACCOUNT_TYPES, enumName: 'BankAccountType', example: 'checking' }) accountType!: AccountType;
  @ApiProperty({ example: '6789', description: 'The last 4 digits of the account number' }) accountNumberLast4!: string;
}

export class BankingDetailsAnswerDto {
  @ApiProperty({ type: BankingSummaryDto, nullable: true, description: 'Null when no banking details are saved' }) bankingDetails!: BankingSummaryDto | null;
}

class NextCuratorLevelDto {
  @ApiProperty({ example: 'level2_curator' }) tier!: string;
  @ApiProperty({ example: 'Level 2 Curator' }) label!: string;
  @ApiMoney(10000, 'Total sales that reach it') threshold!: number;
  @ApiMoney(4500, 'Sales still needed') remaining!: number;
}

/** Settings → Profile Settings: the level, the next one and the sales left, or none at platinum. */
export class CuratorLevelDto {
  @ApiProperty({ example: 'level1_curator' }) curatorStatus!: string;
  @ApiProperty({ example: 'Level 1 Curator' }) label!: string;
  @ApiProperty({ example: 5, description: 'Percent of GMV' }) commissionRate!: number;
  @ApiMoney(5500, 'Sales generated through your links') totalSalesGenerated!: number;
  @ApiProperty({ type: NextCuratorLevelDto, nullable: true, description: 'Null at Platinum' }) nextLevel!: NextCuratorLevelDto | null;
  @ApiProperty({ example: 50, description: '0–100 from this level to the next; 100 at Platinum' }) progressPercent!: number;
}
