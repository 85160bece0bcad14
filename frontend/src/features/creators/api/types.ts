import type { CreatorCollectionDto, CreatorDto } from '@/api/generated/model';

/** A creator (a 'curator' on screen) as the API sends it (seed 000 §3); the pages apply the seed's display defaults. */
export type Creator = CreatorDto;
export type CreatorCollection = CreatorCollectionDto;
