import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BrandShipmentDto } from '@/api/generated/model';
import { fakeApi, json } from '../../../../test/fake-api';
import { renderWithQueries } from '../../../../test/render';
import { OrdersTab } from './orders-tab';

function aShipment(id: string, overrides: Partial<BrandShipmentDto>): BrandShipmentDto {
  return {
    id,
    orderId: `order-${id}`,
    orderNumber: id.toUpperCase(),
    brandId: 'brand-1',
    status: 'packed',
    fulfillmentType: 'shipping',
    lines: [{ orderItemId: `line-${id}`, productId: 'p1', productName: 'Small Batch Bourbon', quantity: 1, price: 42.5 }],
    shopperName: 'Maya Lopez',
    shipTo: null,
    dueBy: '2026-12-01T12:00:00.000Z',
    amount: 45.9,
    captured: 0,
    refunded: 0,
    carrier: null,
    trackingNumber: null,
    trackingUrl: null,
    refusalReason: null,
    handoff: null,
    timeline: [],
    createdAt: '2026-11-29T12:00:00.000Z',
    ...overrides,
  } as BrandShipmentDto;
}

const cardOf = (id: string) => document.querySelector<HTMLElement>(`[data-shipment-id="${id}"]`)!;

describe('the brand Orders tab', () => {
  it("labels each shipment's own fields: with several forms on the page, every label names the field in its card", async () => {
    fakeApi({
      'GET /api/brands/shipments': json({
        items: [aShipment('s1', {}), aShipment('s2', {}), aShipment('s3', { status: 'out_for_delivery', fulfillmentType: 'delivery' }), aShipment('s4', { status: 'shipped' })],
        total: 4,
        page: 1,
        pageSize: 10,
      }),
    });
    renderWithQueries(<OrdersTab />);
    await screen.findByText('Order #S4');
    for (const id of ['s3', 's4']) await userEvent.click(within(cardOf(id)).getByRole('button', { name: 'Check ID at the door' }));

    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);

    const labelled = [
      ['s1', 'Carrier'],
      ['s2', 'Carrier'],
      ['s1', 'Tracking number'],
      ['s2', 'Tracking number'],
      ...['s3', 's4'].flatMap((id) => ['Recipient name', 'ID type', 'Date of birth', 'ID expires', 'Could not hand over'].map((label) => [id, label])),
    ];
    for (const [id, label] of labelled) {
      const field = within(cardOf(id)).getByLabelText(label);
      expect({ id, label, inItsCard: cardOf(id).contains(field) }).toEqual({ id, label, inItsCard: true });
    }

    // Typing into the second card's field fills that card's, not the first's.
    await userEvent.type(within(cardOf('s2')).getByLabelText('Tracking number'), '1Z999AA10123456784');
    expect(within(cardOf('s2')).getByRole('textbox', { name: 'Tracking number' })).toHaveValue('1Z999AA10123456784');
    expect(within(cardOf('s1')).getByRole('textbox', { name: 'Tracking number' })).toHaveValue('');
  });
});
