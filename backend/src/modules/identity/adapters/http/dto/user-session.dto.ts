import { ApiProperty } from '@nestjs/swagger';
import { ApiTimestamp } from '../../../../../shared/infrastructure/http/api-docs';

export class UserSessionDto {
  @ApiProperty({ description: 'Names the session for DELETE /api/user/sessions/{id}; never the session cookie', example: '3f9a0c1d2e4b5a6978810f1e2d3c4b5a' }) id!: string;
  @ApiProperty({ description: 'True for the session this request was made with', example: true }) current!: boolean;
  @ApiProperty({ description: 'The browser and system that signed in', example: 'Chrome on Windows' }) device!: string;
  @ApiTimestamp('When this session signed in') createdAt!: Date;
  @ApiTimestamp('When this session was last used (to the minute)') lastSeenAt!: Date;
}
