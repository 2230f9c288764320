import { Router } from 'express';
import { isView, productSvg } from './product-art';

/** GET /media/products/:kind/:color/:view.svg: generated product pictures, cacheable for a year. */
export function mediaRouter(): Router {
  const r = Router();
  r.get('/products/:kind/:color/:file', (req, res) => {
    const view = String(req.params.file).replace(/\.svg$/, '');
    if (!isView(view)) return res.status(404).json({ message: 'No such image.' });
    res.set('Cache-Control', 'public, max-age=31536000, immutable');
    res.type('image/svg+xml').send(productSvg(String(req.params.kind), String(req.params.color), view));
  });
  return r;
}
