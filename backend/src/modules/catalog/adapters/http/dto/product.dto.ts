import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ApiMoney } from '../../../../../shared/infrastructure/http/api-docs';
import { centsToDollars } from '../../../../../shared/domain/money';
import type { ProductVariantView, ProductView } from '../../../application/catalog-views';
import type { ListedProduct } from '../../../application/queries/product-availability';

export class BrandRefDto {
  @ApiProperty({ format: 'uuid', example: '3f2b8c1d-5e6a-4b7c-8d9e-0a1b2c3d4e5f' }) id!: string;
  @ApiProperty({ example: 'Ember & Oak Distilling' }) name!: string;
}

export class ProductVariantDto {
  @ApiProperty({ example: '375ml' }) size!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Half bottle' }) description!: string | null;
  @ApiMoney(24.99, 'Price of this size') price!: number;
}

/** The fields a product card needs (feed, favorites). */
export class ProductSummaryDto {
  @ApiProperty({ format: 'uuid', example: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }) id!: string;
  @ApiProperty({ format: 'uuid', example: '3f2b8c1d-5e6a-4b7c-8d9e-0a1b2c3d4e5f' }) brandId!: string;
  @ApiProperty({ type: BrandRefDto }) brand!: BrandRefDto;
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

export class ProductDto extends ProductSummaryDto {
  @ApiProperty({ type: String, nullable: true, example: 'Rye, corn and malted barley' }) ingredients!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '012345678905' }) upc!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'https://emberandoak.example.com/straight-rye' }) productLink!: string | null;
  @ApiProperty({ type: [ProductVariantDto] }) variants!: ProductVariantDto[];
  @ApiProperty({ type: [String], example: ['craft', 'family-owned'] }) tags!: string[];
  @ApiProperty({ type: [String], description: 'Upper-case state codes it ships to; empty means every state where alcohol may be sold', example: ['CA', 'NY'] })
  markets!: string[];
  @ApiProperty({ example: true }) featured!: boolean;
  @ApiProperty({ description: 'Default false', example: false }) pickupAvailable!: boolean;
  @ApiProperty({ example: '2-4 hours' }) deliveryTime!: string;
  @ApiProperty({ example: '2-3 days' }) shippingTime!: string;
  @ApiMoney(4.99, 'Default 4.99') deliveryFee!: number;
  @ApiMoney(8.99, 'Default 8.99') shippingFee!: number;
  @ApiMoney(35, 'Delivery is free from this subtotal (default 35)') freeDeliveryMin!: number;
  @ApiMoney(75, 'Shipping is free from this subtotal (default 75)') freeShippingMin!: number;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T18:30:00.000Z' }) createdAt!: Date;
  @ApiProperty({ type: Number, nullable: true, description: "The average of the curators' endorsement ratings (1 to 5, one decimal); null when no curator rated it", example: 4.3 })
  rating!: number | null;
  @ApiProperty({ description: 'How many curator endorsements rated it', example: 3 }) ratingCount!: number;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "Only on GET /api/products/{id}: the image's description (alt text, the image spreadsheets' Description column); null when it has none",
    example: 'The bottle on an oak bar',
  })
  imageDescription?: string | null;

  @ApiPropertyOptional({ description: 'Only with ?state=: it can be bought for that state by delivery or shipping', example: true })
  availableInState?: boolean;
  @ApiPropertyOptional({ description: 'Only with ?state=: same-day delivery reaches that state (CA, NY, TX, FL, WA, OR, NV, CO)', example: true })
  deliveryInState?: boolean;
  @ApiPropertyOptional({ description: "Only with ?state=: it can be shipped there (its markets, when set, include the state)", example: true })
  shippingInState?: boolean;
  @ApiPropertyOptional({ description: 'Only with ?state=: alcohol cannot be sold to that state at all (UT, MS, AL)', example: false })
  stateRestricted?: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Only with ?state=: why it cannot be bought there, null when it can', example: 'Alcohol cannot be sold to UT' })
  unavailableReason?: string | null;
}

/** The columns a product card is built from, in cents. */
export type ProductSummaryView = Pick<
  ProductView,
  'id' | 'brandId' | 'brand' | 'name' | 'description' | 'image' | 'priceCents' | 'abv' | 'size' | 'categories' | 'available' | 'deliveryAvailable' | 'shippingAvailable'
>;

export function toProductSummaryDto(product: ProductSummaryView): ProductSummaryDto {
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

function toVariantDto(variant: ProductVariantView): ProductVariantDto {
  return { size: variant.size, description: variant.description, price: centsToDollars(variant.priceCents) };
}

export function toProductDto(product: ListedProduct): ProductDto {
  const dto: ProductDto = {
    ...toProductSummaryDto(product),
    ingredients: product.ingredients,
    upc: product.upc,
    productLink: product.productLink,
    variants: product.variants.map(toVariantDto),
    tags: product.tags,
    markets: product.markets,
    featured: product.featured,
    pickupAvailable: product.pickupAvailable,
    deliveryTime: product.deliveryTime,
    shippingTime: product.shippingTime,
    deliveryFee: centsToDollars(product.deliveryFeeCents),
    shippingFee: centsToDollars(product.shippingFeeCents),
    freeDeliveryMin: centsToDollars(product.freeDeliveryMinCents),
    freeShippingMin: centsToDollars(product.freeShippingMinCents),
    createdAt: product.createdAt,
    rating: product.rating,
    ratingCount: product.ratingCount,
  };
  if (product.imageDescription !== undefined) dto.imageDescription = product.imageDescription;
  const { availability } = product;
  if (availability) {
    dto.availableInState = availability.availableInState;
    dto.deliveryInState = availability.deliveryInState;
    dto.shippingInState = availability.shippingInState;
    dto.stateRestricted = availability.restricted;
    dto.unavailableReason = availability.reason ?? null;
  }
  return dto;
}
