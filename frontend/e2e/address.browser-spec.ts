import type { Page } from 'playwright-core';
import { useShopInBrowser } from './support/shop-session';

interface ApiProduct {
  id: string;
  name: string;
}

describe('the delivery address', () => {
  const shop = useShopInBrowser({ ageVerified: true, viewport: { width: 1400, height: 900 } });
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  async function productId(name: string): Promise<string> {
    const response = await fetch(`${shop.server.baseUrl}/api/products?search=${encodeURIComponent(name)}`);
    const products = (await response.json()) as ApiProduct[];
    const product = products.find((candidate) => candidate.name === name);
    if (!product) throw new Error(`Demo product '${name}' not found`);
    return product.id;
  }

  /** Opens the header's address selector and confirms an address. */
  async function chooseAddress(address: { street: string; city: string; state: string; zip: string }): Promise<void> {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Select delivery address|, [A-Z]{2}$/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Select delivery address' });
    await dialog.waitFor();
    await dialog.getByLabel('Street address').fill(address.street);
    await dialog.getByLabel('City').fill(address.city);
    await dialog.getByLabel('State').fill(address.state);
    await dialog.getByLabel('ZIP code').fill(address.zip);
    await dialog.getByRole('button', { name: 'Use this address' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  it('validates the form, saves the address in localStorage, restores it on load and removes it', async () => {
    await page.goto('/');
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Select delivery address' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Select delivery address' });
    await dialog.getByText('Enter your address for delivery options', { exact: true }).waitFor();
    const confirm = dialog.getByRole('button', { name: 'Use this address' });

    await expect(confirm.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Street address').fill('100 Main St');
    await dialog.getByLabel('City').fill('Los Angeles');
    await expect(confirm.isDisabled()).resolves.toBe(true);
    // Upper case, two letters at most.
    await dialog.getByLabel('State').pressSequentially('cal');
    await expect(dialog.getByLabel('State').inputValue()).resolves.toBe('CA');
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('ZIP code').pressSequentially('90012-1234-99');
    await expect(dialog.getByLabel('ZIP code').inputValue()).resolves.toBe('90012-1234');
    // Spaces alone do not count as filled in.
    await dialog.getByLabel('City').fill('   ');
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('City').fill('Los Angeles');
    await confirm.click();

    await page.getByText('Address updated', { exact: true }).waitFor();
    await page.getByText('Now showing products available in Los Angeles, CA', { exact: true }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Los Angeles, CA' }).waitFor();
    const saved = await page.evaluate(() => window.localStorage.getItem('rounds-address'));
    expect(JSON.parse(saved ?? 'null')).toEqual({
      street: '100 Main St',
      city: 'Los Angeles',
      state: 'CA',
      zip: '90012-1234',
      formatted: '100 Main St, Los Angeles, CA 90012-1234',
    });

    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'Los Angeles, CA' }).click();
    await expect(dialog.getByLabel('City').inputValue()).resolves.toBe('Los Angeles');
    await dialog.getByRole('button', { name: 'Remove address' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Select delivery address' }).waitFor();
    await expect(page.evaluate(() => window.localStorage.getItem('rounds-address'))).resolves.toBeNull();
  });

  it('shows per product whether delivery and shipping reach the chosen state (CA, then IL, then UT)', async () => {
    const bourbon = await productId('Ember & Oak Small Batch Bourbon');
    const hazyIpa = await productId('Foghorn Fog City Hazy IPA'); // same-day delivery only
    await page.goto(`/products/${bourbon}`);
    await page
      .getByText('Select your delivery address to see whether this product can be delivered or shipped to you.', { exact: true })
      .waitFor();

    // California: same-day delivery and shipping.
    await chooseAddress({ street: '1 Market St', city: 'San Francisco', state: 'CA', zip: '94105' });
    const availability = page.getByTestId('state-availability');
    await availability.getByText('Same-day delivery to CA', { exact: true }).waitFor();
    await availability.getByText('Ships to CA', { exact: true }).waitFor();
    await page.getByRole('button', { name: /Get it Now/ }).waitFor();
    await page.getByRole('button', { name: /Get it Shipped/ }).waitFor();

    // Illinois: no same-day delivery, so only shipping is offered.
    await chooseAddress({ street: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606' });
    await availability.getByText('No same-day delivery to IL', { exact: true }).waitFor();
    await availability.getByText('Ships to IL', { exact: true }).waitFor();
    await page.getByRole('button', { name: /Get it Shipped/ }).waitFor();
    await expect(page.getByRole('button', { name: /Get it Now/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /Add to Cart/ }).textContent()).resolves.not.toContain('Choose later');

    // A delivery-only product cannot reach Illinois at all.
    await page.goto(`/products/${hazyIpa}`);
    await availability.getByText('No same-day delivery to IL', { exact: true }).waitFor();
    await availability.getByText('Cannot ship to IL', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Currently Unavailable' }).waitFor();

    // Utah: alcohol cannot be sold there.
    await chooseAddress({ street: '50 S Main St', city: 'Salt Lake City', state: 'UT', zip: '84101' });
    await availability.getByText('Alcohol cannot be sold to UT', { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Currently Unavailable' }).isDisabled()).resolves.toBe(true);

    // The catalog asks for the state too and marks every card.
    await page.goto('/products?search=Hazy');
    await page
      .getByTestId('product-card')
      .filter({ hasText: 'Foghorn Fog City Hazy IPA' })
      .getByText('Alcohol cannot be sold to UT', { exact: true })
      .waitFor();
    await chooseAddress({ street: '1 Market St', city: 'San Francisco', state: 'CA', zip: '94105' });
    await page
      .getByTestId('product-card')
      .filter({ hasText: 'Foghorn Fog City Hazy IPA' })
      .getByText('Same-day delivery to CA', { exact: true })
      .waitFor();
    await page
      .getByTestId('product-card')
      .filter({ hasText: 'Foghorn Fog City Hazy IPA' })
      .getByText('Cannot ship to CA', { exact: true })
      .waitFor();
  });
});
