/**
 * The file behind the panel's template link (product_upload_template.csv, seed 001 §7). Columns in the
 * seed's order plus `upc`, which makes re-imports update instead of duplicate. The example rows show
 * the quoting of a comma-separated categories field; brands must match an existing brand exactly.
 */
export const PRODUCT_CSV_TEMPLATE_FILE_NAME = 'product_upload_template.csv';

export const PRODUCT_CSV_TEMPLATE = [
  'name,description,brand,price,categories,available,image,upc',
  '"Single Barrel Bourbon","Aged 8 years in new charred oak, bottled at 100 proof.",Example Distillery,54.99,"whiskey, bourbon",true,https://example.com/images/single-barrel.jpg,012345678905',
  'Blanco Tequila,100% blue agave,Example Distillery,39.00,tequila,false,,',
].join('\r\n') + '\r\n';
