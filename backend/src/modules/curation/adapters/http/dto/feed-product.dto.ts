import { ApiProperty } from '@nestjs/swagger';
import { ApiMoney } from '../../../../../shared/infrastructure/http/api-docs';
import { centsToDollars } from '../../../../../shared/domain/money';
import type { FeedProductView } from '../../../application/ports/curation-read-model.port';

export class FeedBrandDto {
  @ApiProperty({ format: 'uuid', example: '3f2b8c1d-5e6a-4b7c-8d9e-0a1b2c3d4e5f' }) id!: string;
  @ApiProperty({ example: 'Ember & Oak Distilling' }) name!: string;
}

/** The endorsed product's card in the feed. */
export class FeedProductDto {
  @ApiProperty({ format: 'uuid', example: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }) id!: string;
  @ApiProperty({ format: 'uuid', example: '3f2b8c1d-5e6a-4b7c-8d9e-0a1b2c3d4e5f' }) brandId!: string;
  @ApiProperty({ type: FeedBrandDto }) brand!: FeedBrandDto;
  @ApiProperty({ example: 'Ember & Oak Small Batch Bourbon' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: 'A spicy 95-proof rye, aged four years in new charred oak.' }) description!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/images/products/ember-oak-small-batch.svg' }) image!: string | null;
  @ApiMoney(42.5, 'Price of the standard bottle') price!: number;
  @ApiProperty({ type: String, nullable: true, example: '45%' }) abv!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '750ml' }) size!: string | null;
  @ApiProperty({ type: [String], description: 'The first one is the primary category', example: ['whiskey'] }) categories!: string[];
  @ApiProperty({ example: true }) available!: boolean;
  @ApiProperty({ example: true }) deliveryAvailable!: boolean;
  @ApiProperty({ example: true }) shippingAvailable!: boolean;
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
