import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsUUID } from 'class-validator';

export class FollowCreatorDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'creatorId must be a creator id (a UUID)' })
  @IsDefined({ message: 'creatorId is required' })
  creatorId!: string;
}

export class FollowStatusDto {
  @ApiProperty({ format: 'uuid' }) creatorId!: string;
  @ApiProperty() isFollowing!: boolean;
  @ApiProperty({ description: "The creator's follower count now" }) followers!: number;
}

/** A followed creator (seed 001 §3 client shape: id, handle, avatar, bio, followers). */
export class FollowedCreatorDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() handle!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
  @ApiProperty({ type: String, nullable: true }) bio!: string | null;
  @ApiProperty() followers!: number;
  @ApiProperty({ type: String, format: 'date-time' }) followedAt!: Date;
}
