import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/**
 * The favicon set, drawn at build time from two SVG sources: the small rounded mark that browsers
 * show in tabs (public/favicon.svg, also served as is) and a full-bleed square for home screens
 * (app/content/icons/icon.svg), whose mark sits inside the safe zone that maskable icons keep.
 */
export const ICONS = [
  { file: "apple-touch-icon.png", size: 180 },
  { file: "icon-192.png", size: 192 },
  { file: "icon-512.png", size: 512 },
] as const;

/** An .ico file holding one PNG, which every browser that asks for /favicon.ico reads. */
export function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // the PNG follows the directory
  return Buffer.concat([header, png]);
}

export async function writeIcons(options: {
  clientDir: string;
  faviconSvg: string;
  iconSvg: string;
}): Promise<void> {
  const square = await readFile(options.iconSvg);
  for (const { file, size } of ICONS) {
    const png = await sharp(square, { density: Math.ceil((72 * size) / 512) * 2 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
    await writeFile(path.join(options.clientDir, file), png);
  }
  const favicon = await sharp(await readFile(options.faviconSvg), { density: 144 })
    .resize(32, 32)
    .png()
    .toBuffer();
  await writeFile(path.join(options.clientDir, "favicon.ico"), icoOf(favicon, 32));
}
