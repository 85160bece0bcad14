import { ApiProperty } from '@nestjs/swagger';

export class UploadUrlDto {
  @ApiProperty({
    example: 'https://shop.example/objects/uploads/0b9f3c2e-6a1d-4e4b-9a43-2f0c8d6b1e77?expires=1767225600&signature=q9…',
    description: "PUT the file here with its Content-Type within 15 minutes, once. Its path without the query is the object's public path.",
  })
  uploadURL!: string;
}

export class StoredObjectDto {
  @ApiProperty({ example: '/objects/uploads/0b9f3c2e-6a1d-4e4b-9a43-2f0c8d6b1e77' }) objectPath!: string;
}
