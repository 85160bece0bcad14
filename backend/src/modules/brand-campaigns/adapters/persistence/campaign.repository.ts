import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CampaignState } from '../../domain/campaign';
import type { CampaignStatus } from '../../domain/campaign-status';
import { CampaignNotFoundError } from '../../domain/brand-campaigns.errors';
import type { CampaignStore, CampaignView } from '../../application/ports/campaign-store.port';
import { CampaignEntity } from './campaign.entity';

export function toCampaignView(entity: CampaignEntity): CampaignView {
  return {
    id: entity.id,
    brandId: entity.brandId,
    name: entity.name,
    description: entity.description ?? null,
    type: entity.type,
    status: entity.status as CampaignStatus,
    budgetCents: entity.budgetCents == null ? null : Number(entity.budgetCents),
    spentCents: Number(entity.spentCents),
    startDate: entity.startDate ?? null,
    endDate: entity.endDate ?? null,
    createdAt: entity.createdAt,
    updatedAt: entity.updatedAt,
  };
}

@Injectable()
export class PostgresCampaignRepository implements CampaignStore {
  constructor(private readonly em: EntityManager) {}

  async listByBrand(brandId: string): Promise<CampaignView[]> {
    const rows = await this.em.fork().find(CampaignEntity, { brandId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return rows.map(toCampaignView);
  }

  async firstOfBrand(brandId: string): Promise<CampaignView | null> {
    const row = await this.em.fork().findOne(CampaignEntity, { brandId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return row ? toCampaignView(row) : null;
  }

  async findOfBrand(brandId: string, campaignId: string): Promise<CampaignView | null> {
    const row = await this.em.fork().findOne(CampaignEntity, { id: campaignId, brandId });
    return row ? toCampaignView(row) : null;
  }

  async create(brandId: string, campaign: CampaignState): Promise<CampaignView> {
    const em = this.em.fork();
    const entity = em.create(CampaignEntity, { brandId, ...campaign });
    await em.flush();
    return toCampaignView(entity);
  }

  async save(campaignId: string, campaign: CampaignState): Promise<CampaignView> {
    const em = this.em.fork();
    const entity = await em.findOne(CampaignEntity, { id: campaignId });
    if (!entity) throw new CampaignNotFoundError(campaignId);
    // spent moves only with accepted gift offers (their own transaction); an edit never writes it.
    const { spentCents: _spent, ...rest } = campaign;
    em.assign(entity, rest);
    await em.flush();
    return toCampaignView(entity);
  }
}
