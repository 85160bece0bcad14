import { Body, Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { centsToDollars } from '../../../../shared/domain/money';
import { UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { CurrentUser, SignedInGuard, SignedInUser } from '../../../identity';
import { AddBrandFavoriteCommand } from '../../application/commands/add-brand-favorite/add-brand-favorite.command';
import { AddProductFavoriteCommand } from '../../application/commands/add-product-favorite/add-product-favorite.command';
import { RemoveBrandFavoriteCommand } from '../../application/commands/remove-brand-favorite/remove-brand-favorite.command';
import { RemoveProductFavoriteCommand } from '../../application/commands/remove-product-favorite/remove-product-favorite.command';
import type { FavoriteBrandView, FavoriteProductView } from '../../application/ports/favorites.port';
import { ListFavoriteBrandsQuery } from '../../application/queries/list-favorite-brands/list-favorite-brands.query';
import { ListFavoriteProductsQuery } from '../../application/queries/list-favorite-products/list-favorite-products.query';
import { AddFavoriteBrandDto, AddFavoriteProductDto, FavoriteBrandDto, FavoriteProductDto } from './dto/favorites.dto';
import { ApiDomainErrors, ApiErrors, ApiSignedIn } from '../../../../shared/infrastructure/http/api-docs';
import { FavoriteBrandNotFoundError, FavoriteProductNotFoundError } from '../../domain/favorites-and-follows.errors';


/** The signed-in shopper's favorite products and brands. */
@ApiTags('Favorites')
@ApiSignedIn()
@UseGuards(SignedInGuard)
@Controller('user/favorites')
export class FavoritesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  /** Favorite products, most recently added first. */
  @Get('products')
  @ApiOperation({ summary: 'Your favorite products', description: 'Your favorite products, most recently added first. Not paged. Changes nothing.' })
  @ApiOkResponse({ type: FavoriteProductDto, isArray: true })
  async listFavoriteProducts(@CurrentUser() user: SignedInUser): Promise<FavoriteProductDto[]> {
    return (await this.queryBus.execute(new ListFavoriteProductsQuery(user.id))).map(toFavoriteProductDto);
  }

  /** Adds a product to the favorites; adding it again keeps the one favorite and answers the same. */
  @Post('products')
  @HttpCode(200)
  @ApiOperation({ summary: 'Add a favorite product', description: 'Adds the product to your favorites. Idempotent: adding it again keeps the one favorite and answers the same.' })
  @ApiOkResponse({ type: FavoriteProductDto })
  @ApiDomainErrors(new FavoriteProductNotFoundError())
  async addFavoriteProduct(@CurrentUser() user: SignedInUser, @Body() body: AddFavoriteProductDto): Promise<FavoriteProductDto> {
    return toFavoriteProductDto(await this.commandBus.execute(new AddProductFavoriteCommand(user.id, body.productId)));
  }

  /** Removes a product from the favorites (also 204 when it was not a favorite). */
  @Delete('products/:productId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a favorite product', description: 'Removes the product from your favorites. Idempotent: also 204 when it was not a favorite.' })
  @ApiNoContentResponse({ description: 'Not a favorite any more' })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(new FavoriteProductNotFoundError())
  async removeFavoriteProduct(@CurrentUser() user: SignedInUser, @UuidParam('productId', 'a product id') productId: string): Promise<void> {
    await this.commandBus.execute(new RemoveProductFavoriteCommand(user.id, productId));
  }

  /** Favorite brands, most recently added first. */
  @Get('brands')
  @ApiOperation({ summary: 'Your favorite brands', description: 'Your favorite brands, most recently added first. Not paged. Changes nothing.' })
  @ApiOkResponse({ type: FavoriteBrandDto, isArray: true })
  async listFavoriteBrands(@CurrentUser() user: SignedInUser): Promise<FavoriteBrandDto[]> {
    return (await this.queryBus.execute(new ListFavoriteBrandsQuery(user.id))).map(toFavoriteBrandDto);
  }

  /** Adds a brand to the favorites; adding it again keeps the one favorite and answers the same. */
  @Post('brands')
  @HttpCode(200)
  @ApiOperation({ summary: 'Add a favorite brand', description: 'Adds the brand to your favorites. Idempotent: adding it again keeps the one favorite and answers the same.' })
  @ApiOkResponse({ type: FavoriteBrandDto })
  @ApiDomainErrors(new FavoriteBrandNotFoundError())
  async addFavoriteBrand(@CurrentUser() user: SignedInUser, @Body() body: AddFavoriteBrandDto): Promise<FavoriteBrandDto> {
    return toFavoriteBrandDto(await this.commandBus.execute(new AddBrandFavoriteCommand(user.id, body.brandId)));
  }

  /** Removes a brand from the favorites (also 204 when it was not a favorite). */
  @Delete('brands/:brandId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a favorite brand', description: 'Removes the brand from your favorites. Idempotent: also 204 when it was not a favorite.' })
  @ApiNoContentResponse({ description: 'Not a favorite any more' })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(new FavoriteBrandNotFoundError())
  async removeFavoriteBrand(@CurrentUser() user: SignedInUser, @UuidParam('brandId', 'a brand id') brandId: string): Promise<void> {
    await this.commandBus.execute(new RemoveBrandFavoriteCommand(user.id, brandId));
  }
}

function toFavoriteProductDto(favorite: FavoriteProductView): FavoriteProductDto {
  return {
    id: favorite.productId,
    productId: favorite.productId,
    name: favorite.name,
    price: centsToDollars(favorite.priceCents),
    categories: favorite.categories,
    image: favorite.image,
    available: favorite.available,
    deliveryAvailable: favorite.deliveryAvailable,
    shippingAvailable: favorite.shippingAvailable,
    favoritedAt: favorite.favoritedAt,
  };
}

function toFavoriteBrandDto(favorite: FavoriteBrandView): FavoriteBrandDto {
  return { id: favorite.brandId, name: favorite.name, logo: favorite.logo, blurb: favorite.blurb, favoritedAt: favorite.favoritedAt };
}
