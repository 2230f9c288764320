import { Router } from 'express';
import { isColor, isKind, isMotif, isView, productSvg } from './product-art';

/**
 * GET /media/products/:kind/:color[/:motif]/:view.svg: generated product pictures, cacheable for a
 * year (the same path always draws the same picture). Only known kinds, colours, prints and views
 * are drawn; anything else is 404 JSON.
 */
export function mediaRouter(): Router {
  const r = Router();
  const send = (res: import('express').Response, kind: string, color: string, file: string, motif = '') => {
    const view = file.replace(/\.svg$/, '');
    if (!isKind(kind) || !isColor(color) || !isView(view) || (motif && !isMotif(motif))) {
      return res.status(404).json({ message: 'No such image.' });
    }
    res.set('Cache-Control', 'public, max-age=31536000, immutable');
    res.type('image/svg+xml').send(productSvg(kind, color, view, '', motif));
  };
  r.get('/products/:kind/:color/:file', (req, res) => {
    send(res, String(req.params.kind), String(req.params.color), String(req.params.file));
  });
  r.get('/products/:kind/:color/:motif/:file', (req, res) => {
    send(res, String(req.params.kind), String(req.params.color), String(req.params.file), String(req.params.motif));
  });
  return r;
}
