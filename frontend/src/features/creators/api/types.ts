import type { CreatorCollectionDto, CreatorDto } from '@/api/generated/model';

/** A creator (a 'curator' on screen) as the API sends it; the pages apply the specification's display defaults. */
export type Creator = CreatorDto;
export type CreatorCollection = CreatorCollectionDto;
