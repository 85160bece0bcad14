/** The tables media maps, for the composition root's ORM set-up only (src/persistence-entities.ts). */
import { UploadedObjectEntity } from './adapters/persistence/uploaded-object.entity';

export const MEDIA_ENTITIES = [UploadedObjectEntity];
