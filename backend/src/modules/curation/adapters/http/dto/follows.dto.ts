import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsUUID } from 'class-validator';

export class FollowCreatorDto {
  @ApiProperty({ format: 'uuid', example: '9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d' })
  @IsUUID('4', { message: 'creatorId must be a creator id (a UUID)' })
  @IsDefined({ message: 'creatorId is required' })
  creatorId!: string;
}

export class FollowStatusDto {
  @ApiProperty({ format: 'uuid', example: '9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d' }) creatorId!: string;
  @ApiProperty({ example: true }) isFollowing!: boolean;
  @ApiProperty({ description: "The creator's follower count now", example: 1280 }) followers!: number;
}

/** A followed creator (the specification's client shape: id, handle, avatar, bio, followers). */
export class FollowedCreatorDto {
  @ApiProperty({ format: 'uuid', example: '9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d' }) id!: string;
  @ApiProperty({ example: 'mayapours' }) handle!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Maya Pours' }) name!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/images/creators/mayapours.svg' }) avatar!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Bartender in Brooklyn, pouring rye since 2014.' }) bio!: string | null;
  @ApiProperty({ example: 1280 }) followers!: number;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T18:30:00.000Z' }) followedAt!: Date;
}
