import { Command } from '@nestjs/cqrs';

export interface BrandUploadUrl {
  /** `/objects/uploads/{key}?expires=…&signature=…`: PUT the file there. */
  readonly uploadPathAndQuery: string;
  /** `/objects/uploads/{key}`: where it is served once stored, what PATCH /api/brands/{brandId}/images takes. */
  readonly publicPath: string;
}

/** POST /api/brands/bulk-upload/urls: one signed upload URL per file, stored for the brand under the file's name. */
export class IssueBrandUploadUrlsCommand extends Command<BrandUploadUrl[]> {
  constructor(
    readonly brandId: string,
    readonly fileNames: readonly string[],
    readonly editor: { id: string; role: string },
  ) {
    super();
  }
}
