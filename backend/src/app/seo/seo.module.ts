import { Module } from '@nestjs/common';
import { SeoController } from './seo.controller';

/** robots.txt and the sitemap: a reader of the catalog and curation modules, assembled in the composition root. */
@Module({ controllers: [SeoController] })
export class SeoModule {}
