import { ApiProperty } from '@nestjs/swagger';

/** The one error body every endpoint answers with (written by DomainErrorFilter). */
export class ErrorDto {
  @ApiProperty({ example: 400 }) statusCode!: number;
  @ApiProperty({ example: 'password must be at least 8 characters' }) message!: string;
  @ApiProperty({ example: 'VALIDATION_FAILED' }) code!: string;
}
