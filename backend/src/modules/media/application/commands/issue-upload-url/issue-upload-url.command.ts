/** POST /api/objects/upload: a single-use URL, valid 15 minutes, signed for this user. */
export class IssueUploadUrlCommand {
  constructor(
    readonly userId: string,
    /** Per-brand image upload: the object is stored for this brand under this file name. */
    readonly forBrand?: { readonly brandId: string; readonly fileName: string },
  ) {}
}

export interface IssuedUploadUrl {
  key: string;
  /** `/objects/uploads/{key}?expires=…&signature=…`: the public path plus the signature. */
  pathAndQuery: string;
  expiresAt: Date;
}
