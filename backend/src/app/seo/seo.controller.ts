import { Controller, Get, Header, Inject, NotFoundException, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ListBrandsQuery, ListProductsQuery } from '../../modules/catalog';
import { ListCreatorsQuery } from '../../modules/curation';
import { robotsTxt, SITEMAP_PAGE_SIZE, sitemapIndex, STATIC_PUBLIC_PATHS, urlSet } from './sitemap';

/** The catalog is read in pages of this size (its listing's maximum). */
const LISTING_PAGE = 200;
/** Creators are few (curators); a sitemap lists this many at most. */
const MAX_CREATORS = 10_000;
/** Crawlers may keep these an hour: they change when the catalog does, and nobody waits on them. */
const SEO_CACHE_CONTROL = 'public, max-age=3600';

/**
 * /robots.txt and the sitemap of public pages (products, brands, creators, categories), served by the
 * backend at the site root, outside /api (configure-http excludes them from the prefix and the SPA
 * fallback). It reads each module's public listing through the QueryBus, as any other reader would.
 */
@ApiExcludeController()
@Controller()
export class SeoController {
  /** PUBLIC_ORIGIN, never the request's Host: these answers are cached publicly, and a forged Host would land in them. */
  private readonly origin: string;

  constructor(
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // PUBLIC_ORIGIN is required in production; a development sitemap names the local address.
    this.origin = config.originOutsideRequests;
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', SEO_CACHE_CONTROL)
  robots(): string {
    return robotsTxt(this.origin);
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', SEO_CACHE_CONTROL)
  async index(): Promise<string> {
    const { total } = await this.queryBus.execute(new ListProductsQuery({ limit: 1, offset: 0 }));
    const productSitemaps = Math.max(1, Math.ceil(total / SITEMAP_PAGE_SIZE));
    const paths = ['/sitemap-pages.xml', '/sitemap-brands.xml', '/sitemap-creators.xml'];
    for (let page = 1; page <= productSitemaps; page++) paths.push(`/sitemap-products-${page}.xml`);
    return sitemapIndex(this.origin, paths);
  }

  /** The fixed pages and one page per category that has products. */
  @Get('sitemap-pages.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', SEO_CACHE_CONTROL)
  async pages(): Promise<string> {
    const categories = new Set<string>();
    for (let offset = 0; ; offset += LISTING_PAGE) {
      const { items, total } = await this.queryBus.execute(new ListProductsQuery({ limit: LISTING_PAGE, offset }));
      items.forEach((product) => product.categories.forEach((category) => categories.add(category)));
      if (offset + LISTING_PAGE >= total || items.length === 0 || offset >= SITEMAP_PAGE_SIZE * 10) break;
    }
    const categoryPaths = [...categories].sort().map((category) => `/categories/${encodeURIComponent(category)}`);
    return urlSet(this.origin, [...STATIC_PUBLIC_PATHS, ...categoryPaths]);
  }

  @Get('sitemap-brands.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', SEO_CACHE_CONTROL)
  async brands(): Promise<string> {
    const brands = await this.queryBus.execute(new ListBrandsQuery());
    return urlSet(this.origin, brands.map((brand) => `/brand/${brand.id}`));
  }

  @Get('sitemap-creators.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', SEO_CACHE_CONTROL)
  async creators(): Promise<string> {
    const creators = await this.queryBus.execute(new ListCreatorsQuery(MAX_CREATORS));
    return urlSet(this.origin, creators.map((creator) => `/creator/${encodeURIComponent(creator.handle)}`));
  }

  @Get('sitemap-products-:page.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', SEO_CACHE_CONTROL)
  async products(@Param('page') pageParam: string): Promise<string> {
    const page = /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 0;
    if (!page) throw new NotFoundException({ message: 'No such sitemap.', code: 'NOT_FOUND' });
    const first = (page - 1) * SITEMAP_PAGE_SIZE;
    const paths: string[] = [];
    for (let offset = first; offset < first + SITEMAP_PAGE_SIZE; offset += LISTING_PAGE) {
      const { items, total } = await this.queryBus.execute(new ListProductsQuery({ limit: LISTING_PAGE, offset }));
      if (page > 1 && offset === first && items.length === 0) throw new NotFoundException({ message: 'No such sitemap.', code: 'NOT_FOUND' });
      paths.push(...items.map((product) => `/products/${product.id}`));
      if (offset + LISTING_PAGE >= total || items.length === 0) break;
    }
    return urlSet(this.origin, paths);
  }
}

