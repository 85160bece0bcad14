import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { RegistrationEmail, RegistrationPassword } from '../../../../identity';

export class PasswordResetRequestDto {
  @RegistrationEmail({ required: true, example: 'maya@example.com' })
  email!: string;
}

/** The same answer whether or not an account uses the address. */
export class PasswordResetRequestedDto {
  @ApiProperty({ example: 'If an account uses this address, we sent it a link to choose a new password. The link works once, for 30 minutes.' })
  message!: string;
}

/** A one-time token from a mailed link. */
function LinkToken(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ description: 'The token from the link (?token=…)', example: 'q8Zb0mJ2kV9xRr7cT1yWf3uHn5aLs6dE4gPo0iKjQwY', maxLength: 200 })(target, key);
    MaxLength(200, { message: 'token must be at most 200 characters' })(target, key);
    IsString({ message: 'token must be text' })(target, key);
    IsNotEmpty({ message: 'token is required' })(target, key);
  };
}

export class PasswordResetConfirmDto {
  @LinkToken()
  token!: string;

  @RegistrationPassword()
  password!: string;
}

export class ChangePasswordDto {
  @ApiProperty({ format: 'password', example: 'rounds-demo-21' })
  @MaxLength(200, { message: 'currentPassword must be at most 200 characters' })
  @IsString({ message: 'currentPassword must be text' })
  @IsNotEmpty({ message: 'currentPassword is required' })
  currentPassword!: string;

  @RegistrationPassword('newPassword')
  newPassword!: string;
}

export class ChangeEmailDto {
  @RegistrationEmail({ required: true, example: 'maya.new@example.com' })
  email!: string;

  @ApiProperty({ format: 'password', example: 'rounds-demo-21' })
  @MaxLength(200, { message: 'currentPassword must be at most 200 characters' })
  @IsString({ message: 'currentPassword must be text' })
  @IsNotEmpty({ message: 'currentPassword is required' })
  currentPassword!: string;
}

export class EmailVerificationConfirmDto {
  @LinkToken()
  token!: string;
}
