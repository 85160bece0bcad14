import { ApiProperty } from '@nestjs/swagger';
import { centsToDollars } from '../../../../../shared/domain/money';
import type { FeedProductView } from '../../../application/ports/curation-read-model.port';

export class FeedBrandDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Ember & Oak Distilling' }) name!: string;
}

/** The endorsed product's card in the feed. */
export class FeedProductDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) brandId!: string;
  @ApiProperty({ type: FeedBrandDto }) brand!: FeedBrandDto;
  @ApiProperty({ example: 'Ember & Oak Small Batch Bourbon' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/images/products/ember-oak-small-batch.svg' }) image!: string | null;
  @ApiProperty({ description: 'Dollars', example: 42.5 }) price!: number;
  @ApiProperty({ type: String, nullable: true, example: '45%' }) abv!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '750ml' }) size!: string | null;
  @ApiProperty({ type: [String], description: 'The first one is the primary category', example: ['whiskey'] }) categories!: string[];
  @ApiProperty() available!: boolean;
  @ApiProperty() deliveryAvailable!: boolean;
  @ApiProperty() shippingAvailable!: boolean;
}

export function toFeedProductDto(product: FeedProductView): FeedProductDto {
  return {
    id: product.id,
    brandId: product.brandId,
    brand: product.brand,
    name: product.name,
    description: product.description,
    image: product.image,
    price: centsToDollars(product.priceCents),
    abv: product.abv,
    size: product.size,
    categories: product.categories,
    available: product.available,
    deliveryAvailable: product.deliveryAvailable,
    shippingAvailable: product.shippingAvailable,
  };
}
