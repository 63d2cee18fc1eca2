/**
 * The brand's logo mark as a PNG for email (ADR 091): mail clients do not render inline SVG and
 * strip data: images, so emails link to `/email/logo/<themeId>.png` on the site's origin. The PNG is
 * drawn from the brand's SVG shapes once per process, at three times the size emails show it.
 */
import { type Brand, logoSvg } from "@reelhouse/contract/brands";
import sharp from "sharp";

/** The logo's size in an email, in CSS pixels. */
export const EMAIL_LOGO_SIZE = 40;
const PIXEL_RATIO = 3;

/** The route that serves the PNG, and the path an email links to. */
export const EMAIL_LOGO_ROUTE = "/email/logo/:themeId.png";
export function emailLogoPath(brand: Pick<Brand, "id">): string {
  return `/email/logo/${brand.id}.png`;
}

const rendered = new Map<Brand["id"], Promise<Buffer>>();

export function emailLogoPng(brand: Brand): Promise<Buffer> {
  let png = rendered.get(brand.id);
  if (!png) {
    png = sharp(Buffer.from(logoSvg(brand, EMAIL_LOGO_SIZE * PIXEL_RATIO)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    // A failed render is not kept: the next request tries again.
    png.catch(() => rendered.delete(brand.id));
    rendered.set(brand.id, png);
  }
  return png;
}
