import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** The one error body every endpoint answers with (written by DomainErrorFilter). */
@ApiSchema({ description: 'The one error body of every 4xx and 5xx answer. Branch on `code`; show `message` to people.' })
export class ErrorDto {
  @ApiProperty({ type: 'integer', example: 400, description: 'The HTTP status again' }) statusCode!: number;
  @ApiProperty({ example: 'password must be at least 8 characters', description: 'What went wrong and how to fix it, for people; may change' })
  message!: string;
  @ApiProperty({ example: 'VALIDATION_FAILED', description: "Stable: each operation lists the codes it may answer (its responses' x-error-codes)" })
  code!: string;
}
