import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { centsToDollars } from '../../../../shared/domain/money';
import { ApiDomainErrors, ApiSignedIn } from '../../../../shared/infrastructure/http/api-docs';
import { requestOrigin } from '../../../../shared/infrastructure/http/request-origin';
import { malformedId, UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { CurrentUser, SignedInGuard, SignedInUser } from '../../../identity';
import { AddCustomBlockCommand } from '../../application/commands/add-custom-block/add-custom-block.command';
import { ChangeCollectionItemsCommand } from '../../application/commands/change-collection-items/change-collection-items.command';
import { CreateProfileCollectionCommand } from '../../application/commands/create-profile-collection/create-profile-collection.command';
import { DeleteProfileCollectionCommand } from '../../application/commands/delete-profile-collection/delete-profile-collection.command';
import { SavePageLayoutCommand } from '../../application/commands/save-page-layout/save-page-layout.command';
import { UpdateProfileCollectionCommand } from '../../application/commands/update-profile-collection/update-profile-collection.command';
import type { ProfileCollectionView } from '../../application/ports/profile-collections.port';
import { GetShareLinkQuery } from '../../application/queries/get-share-link/get-share-link.query';
import { ListProfileCollectionsQuery } from '../../application/queries/list-profile-collections/list-profile-collections.query';
import { MAX_CUSTOM_BLOCKS, TooManyCustomBlocksError, validateCustomBlock, validatePageLayout } from '../../domain/custom-blocks';
import { FavoriteBrandNotFoundError, FavoriteProductNotFoundError } from '../../domain/favorites-and-follows.errors';
import { CollectionFullError, CollectionNameRequiredError, MAX_COLLECTION_ITEMS, ProfileCollectionNotFoundError } from '../../domain/profile-collections';
import { CollectionNotPublicError, ShareItemRequiredError } from '../../domain/profile-share';
import type { PageLayout } from '../../domain/user-profile';
import {
  AddCollectionItemDto,
  AddCustomBlockDto,
  CreateProfileCollectionDto,
  CustomBlockDto,
  PageLayoutDto,
  ProfileCollectionDto,
  SavePageLayoutDto,
  ShareLinkDto,
  ShareLinkRequestDto,
  UpdateProfileCollectionDto,
} from './dto/profile.dto';

const MALFORMED_COLLECTION_ID = malformedId('id', 'a collection id');
const BLOCK_ERROR = () => validateCustomBlock({ type: 'gif', content: 'Cheers' }, 1, 'custom-1');

/**
 * The signed-in user's own profile page: collections, the page layout with its
 * custom blocks, and share links. Another user's collection answers 404, as if it did not exist.
 */
@ApiTags('Profile')
@ApiSignedIn()
@UseGuards(SignedInGuard)
@Controller('user')
export class ProfileController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('collections')
  @ApiOperation({ summary: 'Your collections', description: 'Your own collections, private ones included, newest first, each with its products in order. Not paged. Changes nothing.' })
  @ApiOkResponse({ type: ProfileCollectionDto, isArray: true })
  async listCollections(@CurrentUser() user: SignedInUser): Promise<ProfileCollectionDto[]> {
    return (await this.queryBus.execute(new ListProfileCollectionsQuery(user.id))).map(toCollectionDto);
  }

  @Post('collections')
  @ApiOperation({ summary: 'Create a collection', description: 'Creates a collection: name required (trimmed), description optional, private unless isPublic is true. Each call creates a new one.' })
  @ApiCreatedResponse({ type: ProfileCollectionDto, description: 'The new collection' })
  @ApiDomainErrors(new CollectionNameRequiredError())
  async createCollection(@CurrentUser() user: SignedInUser, @Body() body: CreateProfileCollectionDto): Promise<ProfileCollectionDto> {
    return toCollectionDto(await this.commandBus.execute(new CreateProfileCollectionCommand(user.id, body.name, body.description, body.isPublic)));
  }

  @Patch('collections/:id')
  @ApiOperation({ summary: 'Change a collection', description: 'Renames, re-describes, or makes public or private one of your collections; fields left out stay. Repeating it changes nothing more.' })
  @ApiOkResponse({ type: ProfileCollectionDto, description: 'The collection now' })
  @ApiDomainErrors(MALFORMED_COLLECTION_ID, new CollectionNameRequiredError(), new ProfileCollectionNotFoundError())
  async updateCollection(@CurrentUser() user: SignedInUser, @UuidParam('id', 'a collection id') id: string, @Body() body: UpdateProfileCollectionDto): Promise<ProfileCollectionDto> {
    return toCollectionDto(await this.commandBus.execute(new UpdateProfileCollectionCommand(user.id, id, { name: body.name, description: body.description, isPublic: body.isPublic })));
  }

  @Delete('collections/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a collection', description: 'Deletes one of your collections with its list of products (the products stay in the catalog). A second delete answers 404.' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiDomainErrors(MALFORMED_COLLECTION_ID, new ProfileCollectionNotFoundError())
  async deleteCollection(@CurrentUser() user: SignedInUser, @UuidParam('id', 'a collection id') id: string): Promise<void> {
    await this.commandBus.execute(new DeleteProfileCollectionCommand(user.id, id));
  }

  @Post('collections/:id/items')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Add a product to a collection',
    description: `Adds the product at the end of one of your collections (at most ${MAX_COLLECTION_ITEMS}). Idempotent: a product already in it stays where it is.`,
  })
  @ApiOkResponse({ type: ProfileCollectionDto, description: 'The collection now' })
  @ApiDomainErrors(MALFORMED_COLLECTION_ID, new ProfileCollectionNotFoundError(), new FavoriteProductNotFoundError(), new CollectionFullError())
  async addItem(@CurrentUser() user: SignedInUser, @UuidParam('id', 'a collection id') id: string, @Body() body: AddCollectionItemDto): Promise<ProfileCollectionDto> {
    return toCollectionDto(await this.commandBus.execute(new ChangeCollectionItemsCommand(user.id, id, 'add', body.productId)));
  }

  @Delete('collections/:id/items/:productId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove a product from a collection', description: 'Removes the product from one of your collections. Idempotent: also 200 when it was not in it.' })
  @ApiOkResponse({ type: ProfileCollectionDto, description: 'The collection now' })
  @ApiDomainErrors(MALFORMED_COLLECTION_ID, new ProfileCollectionNotFoundError())
  async removeItem(
    @CurrentUser() user: SignedInUser,
    @UuidParam('id', 'a collection id') id: string,
    @UuidParam('productId', 'a product id') productId: string,
  ): Promise<ProfileCollectionDto> {
    return toCollectionDto(await this.commandBus.execute(new ChangeCollectionItemsCommand(user.id, id, 'remove', productId)));
  }

  @Put('page-layout')
  @ApiOperation({
    summary: 'Save your page layout',
    description: `The Save of customize mode: replaces your page’s sections and custom blocks (at most ${MAX_CUSTOM_BLOCKS}) with these, in this order; positions are renumbered 1…n. Each block is checked as in POST /api/user/custom-block. Repeating it changes nothing more.`,
  })
  @ApiOkResponse({ type: PageLayoutDto, description: 'The saved layout (GET /api/user shows it as pageLayout)' })
  @ApiDomainErrors(() => validatePageLayout('about', [], String), BLOCK_ERROR, new TooManyCustomBlocksError())
  async savePageLayout(@CurrentUser() user: SignedInUser, @Body() body: SavePageLayoutDto): Promise<PageLayoutDto> {
    const profile = await this.commandBus.execute(new SavePageLayoutCommand(user.id, body.sections, body.customBlocks));
    return toLayoutDto(profile.pageLayout);
  }

  @Post('custom-block')
  @ApiOperation({
    summary: 'Add a custom block',
    description:
      'Checks a text, image or video block and appends it to your saved page layout (position = saved blocks + 1). Content must not be blank; text at most 5,000 characters, kept as plain text; image and video content is an /objects/uploads/… path or an https URL; only text blocks carry fontFamily (the seed’s fonts) and fontWeight (normal or bold). Each call adds a block.',
  })
  @ApiCreatedResponse({ type: CustomBlockDto, description: 'The saved block' })
  @ApiDomainErrors(BLOCK_ERROR, new TooManyCustomBlocksError())
  async addCustomBlock(@CurrentUser() user: SignedInUser, @Body() body: AddCustomBlockDto): Promise<CustomBlockDto> {
    const { position: _ignored, ...block } = body;
    return this.commandBus.execute(new AddCustomBlockCommand(user.id, { ...block }));
  }

  @Post('profile/share')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Get a share link',
    description:
      'An absolute link (on PUBLIC_ORIGIN; without it, outside production, on the origin the request came in on) to your public profile, a product, a brand or one of your public collections, carrying utm_source=<your username>, utm_medium=shared_profile and utm_campaign (profile_share, product_recommendation, brand_recommendation or collection_share). Changes nothing.',
  })
  @ApiOkResponse({ type: ShareLinkDto })
  @ApiDomainErrors(
    new ShareItemRequiredError('product'),
    new ProfileCollectionNotFoundError(),
    new FavoriteProductNotFoundError(),
    new FavoriteBrandNotFoundError(),
    new CollectionNotPublicError(),
  )
  async share(@CurrentUser() user: SignedInUser, @Body() body: ShareLinkRequestDto, @Req() request: Request): Promise<ShareLinkDto> {
    return { shareUrl: await this.queryBus.execute(new GetShareLinkQuery({ id: user.id, username: user.username }, body.type, body.itemId ?? null, requestOrigin(request))) };
  }
}

function toCollectionDto(collection: ProfileCollectionView): ProfileCollectionDto {
  return {
    id: collection.id,
    name: collection.name,
    description: collection.description,
    isPublic: collection.isPublic,
    createdAt: collection.createdAt.toISOString(),
    updatedAt: collection.updatedAt.toISOString(),
    products: collection.products.map((product) => ({
      productId: product.productId,
      name: product.name,
      price: centsToDollars(product.priceCents),
      image: product.image,
      addedAt: product.addedAt.toISOString(),
    })),
  };
}

function toLayoutDto(layout: PageLayout | null): PageLayoutDto {
  return { sections: (layout?.sections as string[]) ?? [], customBlocks: (layout?.customBlocks as CustomBlockDto[]) ?? [] };
}
