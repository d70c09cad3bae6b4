import QRCode from "qrcode";

/**
 * A QR code for an address, as SVG markup drawn on the server (so the library never reaches a
 * page's JavaScript). Error correction M survives a crease or a smudge on paper; a one-module
 * quiet zone is enough on white paper with the margin the handout leaves around it.
 */
export function qrCodeSvg(address: string): Promise<string> {
  return QRCode.toString(address, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
}
