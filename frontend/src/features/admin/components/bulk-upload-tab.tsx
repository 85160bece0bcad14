import { Badge } from '@/components/ui/badge';
import { useAdminProducts } from '../api/admin-overview';
import { useAdminBrands } from '../api/back-office';
import { BrandImageUploadPanel } from './brand-image-upload-panel';
import { SpreadsheetUploadPanel } from './spreadsheet-upload-panel';

/** The specification's numbers: brand chips 10 shown; the universal panel shows 20 products. */
export const VISIBLE_BRAND_CHIPS = 10;
export const VISIBLE_PRODUCTS = 20;

/**
 * The Bulk Upload tab: the universal upload to all brands and products, the
 * brand image spreadsheet, then the per-brand image upload. Loaded only when the tab is opened.
 */
export default function BulkUploadTab() {
  const brands = useAdminBrands();
  const products = useAdminProducts(1);
  const brandList = brands.data ?? [];
  const productItems = products.data?.items ?? [];
  const productTotal = products.data?.total ?? 0;
  const shownProducts = productItems.slice(0, VISIBLE_PRODUCTS);

  return (
    <div className="space-y-6">
      <SpreadsheetUploadPanel
        kind="universal"
        title="Universal Bulk Upload"
        description="One spreadsheet for all brands and products: Target Type (brand or product), Brand Name, Product Name (blank for brand rows), Image Type (logo, product or lifestyle), Image File Name or Image URL, Description, Set as Primary (true replaces the logo or product image, false adds to the images)."
        chips={
          <Chips
            label="Products"
            names={shownProducts.map((product) => product.name)}
            more={Math.max(0, productTotal - shownProducts.length)}
            testId="universal-products"
          />
        }
      />
      <SpreadsheetUploadPanel
        kind="brand-images"
        title="Upload to Specific Brands"
        description="A spreadsheet of Brand Name, Product Name, Image Type (logo, product or lifestyle), Image File Name (uploaded below) or Image URL, and Description. Brand names must match exactly; product and lifestyle rows of a product name the product."
        chips={
          <Chips
            label="Brands"
            names={brandList.slice(0, VISIBLE_BRAND_CHIPS).map((brand) => brand.name)}
            more={Math.max(0, brandList.length - VISIBLE_BRAND_CHIPS)}
            testId="brand-chips"
          />
        }
      />
      <BrandImageUploadPanel brands={brandList} />
    </div>
  );
}

function Chips({ label, names, more, testId }: { label: string; names: string[]; more: number; testId: string }) {
  if (names.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5" data-testid={testId}>
      <span className="mr-1 text-xs uppercase tracking-wide text-ink-faint">{label}</span>
      {names.map((name) => (
        <Badge key={name} className="max-w-[16rem] truncate">
          {name}
        </Badge>
      ))}
      {more > 0 && <Badge>+{more} more</Badge>}
    </div>
  );
}
