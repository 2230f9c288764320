import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CheckboxField, FormError, SelectField, TextAreaField, TextField } from '../../components/fields';
import { Badge } from '../../components/page-header';
import { RecordPending } from '../../components/record-pending';
import {
  AdminProductDocument,
  ArchiveProductDocument,
  CreateProductDocument,
  DescribeMediaDocument,
  RestoreProductDocument,
  UpdateProductDocument,
  type GstRateClass,
  type ProductFormFragment,
} from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { formatPaise, parseRupees } from '../../lib/money';
import { STOCK_STATE } from '../../lib/stock-words';
import { SizesGrid } from '../../components/stock/sizes-grid';
import { toast } from '../../lib/toast';
import { PhotoManager, photoItemsFrom, type PhotoItem } from './photo-manager';
import { EMPTY_PRODUCT, readProductForm, valuesFrom, type ProductErrors, type ProductFormValues } from './product-form';
import { CATEGORIES, GST_CLASSES, KINDS, TAGS } from './product-words';

/** The form's fields whose errors the server names differently (by the API's field). */
const ERROR_KEYS: Partial<Record<keyof ProductFormValues, string>> = { price: 'pricePaise', mrp: 'mrpPaise', sizes: 'availableSizes' };

/** /products/new and /products/:id: the product's every field, its photos, and archiving. */
export function ProductScreen() {
  const { id } = useParams();
  const isNew = !id;
  const { data, loading, error } = useQuery(AdminProductDocument, { variables: { id: id ?? '' }, skip: isNew, fetchPolicy: 'network-only' });
  const product = data?.adminProduct ?? null;

  if (!isNew && !product) {
    return <RecordPending back={{ to: '/products', label: 'Products' }} loading={loading} error={error} notFound="Product not found" missing="There is no product with this id." />;
  }
  return <ProductEditor key={product?.id ?? 'new'} product={product} />;
}

function ProductEditor({ product }: { product: ProductFormFragment | null }) {
  const isNew = !product;
  const navigate = useNavigate();
  const [values, setValues] = useState<ProductFormValues>(product ? valuesFrom(product) : EMPTY_PRODUCT);
  const [photos, setPhotos] = useState<PhotoItem[]>(product ? photoItemsFrom(product.photos, product.imageIds) : []);
  const [errors, setErrors] = useState<ProductErrors & { form?: string }>({});
  const [confirmArchive, setConfirmArchive] = useState(false);
  const [create, creating] = useMutation(CreateProductDocument);
  const [update, updating] = useMutation(UpdateProductDocument);
  const [describe] = useMutation(DescribeMediaDocument);
  const [archive, archiving] = useMutation(ArchiveProductDocument);
  const [restore, restoring] = useMutation(RestoreProductDocument);
  const saving = creating.loading || updating.loading;
  const uploading = photos.some((p) => p.status === 'uploading' || p.status === 'waiting');

  useEffect(() => {
    document.title = `${isNew ? 'New product' : values.name || 'Product'} · Rangrez admin`;
  }, [isNew, values.name]);

  // A field's error goes as soon as it is edited: what is left marked is what is still to fix.
  const set =
    <K extends keyof ProductFormValues>(k: K) =>
    (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [k]: e.target.value }));
      const key = ERROR_KEYS[k] ?? k;
      setErrors((old) => (key in old ? { ...old, [key]: undefined } : old));
    };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (uploading) return setErrors({ form: 'Photos are still uploading. Save once they are done.' });
    const { errors: found, input, stock } = readProductForm(values, isNew);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError();
      return;
    }
    const imageIds = photos.filter((p) => p.status === 'done' && p.mediaId).map((p) => p.mediaId!);
    try {
      // Alt texts first: the product's answer then carries them.
      for (const p of photos) if (p.status === 'done' && p.mediaId && p.alt.trim() !== p.savedAlt) await describe({ variables: { id: p.mediaId, alt: p.alt.trim() } });
      setPhotos((list) => list.map((p) => ({ ...p, savedAlt: p.alt.trim() })));
      if (isNew) {
        const { data } = await create({ variables: { input: { ...input, stock, imageIds } } });
        toast.success(`${input.name} is created and on the storefront.`);
        navigate(`/products/${data!.createProduct.id}`, { replace: true });
      } else {
        await update({ variables: { id: product.id, input: { ...input, imageIds } } });
        toast.success('Changes saved. The storefront shows them within a second.');
      }
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors({ ...fields, form: messageOf(err) });
      if (Object.keys(fields).length) focusFirstError();
    }
  }

  async function toggleArchive() {
    if (!product) return;
    try {
      if (product.archived) {
        await restore({ variables: { id: product.id } });
        toast.success(`${product.name} is back on sale.`);
      } else {
        await archive({ variables: { id: product.id } });
        toast.success(`${product.name} is archived: off the storefront, still on its orders.`);
      }
      setConfirmArchive(false);
    } catch (err) {
      toast.error(messageOf(err));
    }
  }

  const price = parseRupees(values.price);
  const mrp = parseRupees(values.mrp);
  const offer = price !== null && mrp !== null && mrp > price ? Math.floor(((mrp - price) / mrp) * 100) : 0;

  return (
    <div className="page">
      <p className="breadcrumb">
        <Link to="/products">Products</Link>
      </p>
      <div className="page-header">
        <div>
          <h1>
            {isNew ? 'New product' : product.name}{' '}
            {product?.archived && <Badge tone="neutral">Archived</Badge>}
            {product && !product.archived && <Badge tone={STOCK_STATE[product.stockState].tone}>{STOCK_STATE[product.stockState].label}</Badge>}
          </h1>
          {product && <p className="page-header__lead mono">{product.sku}</p>}
        </div>
        <div className="page-header__actions">
          {product && !product.archived && (
            <a className="btn" href={`/product/${product.id}`} target="_blank" rel="noopener">
              View in shop
            </a>
          )}
          {product && (
            <button type="button" className={`btn ${product.archived ? '' : 'btn--danger-outline'}`} onClick={() => (product.archived ? void toggleArchive() : setConfirmArchive(true))} disabled={restoring.loading}>
              {product.archived ? 'Put back on sale' : 'Archive'}
            </button>
          )}
        </div>
      </div>
      <form onSubmit={submit} noValidate className="product-form">
        <FormError message={errors.form} />
        <div className="detail-grid">
          <div>
            <section className="card" aria-labelledby="p-basics">
              <h2 className="card__title" id="p-basics">
                Product
              </h2>
              <TextField label="Name" value={values.name} onChange={set('name')} error={errors.name} maxLength={120} required hint="Products with the same name are one family: the shop offers their colours together." />
              <TextAreaField label="Description" value={values.description} onChange={set('description')} error={errors.description} rows={5} maxLength={5000} required />
              <TextAreaField label="Details" value={values.features} onChange={set('features')} error={errors.features} rows={4} hint="One per line, e.g. 100% cotton, 180 GSM." />
            </section>
            <section className="card" aria-labelledby="p-photos">
              <h2 className="card__title" id="p-photos">
                Photos
              </h2>
              {!photos.length && <p className="muted">Until photos are added, the shop shows a drawn picture of the item in its colour.</p>}
              <PhotoManager items={photos} onChange={setPhotos} productName={values.name} />
              {errors.imageIds && <p className="field__error">{errors.imageIds}</p>}
            </section>
            <section className="card" aria-labelledby="p-price">
              <h2 className="card__title" id="p-price">
                Pricing
              </h2>
              <div className="form-row">
                <TextField label="Price (₹)" inputMode="decimal" value={values.price} onChange={set('price')} error={errors.pricePaise} required hint="What the shopper pays, tax included." />
                <TextField
                  label="MRP (₹)"
                  inputMode="decimal"
                  value={values.mrp}
                  onChange={set('mrp')}
                  error={errors.mrpPaise}
                  hint={offer > 0 && mrp !== null ? `${offer}% off: the shop shows ${formatPaise(mrp)} struck through.` : 'Leave empty or equal to the price for no offer.'}
                />
              </div>
              <div className="form-row">
                <TextField label="HSN code" inputMode="numeric" value={values.hsnCode} onChange={set('hsnCode')} error={errors.hsnCode} maxLength={8} hint="4, 6 or 8 digits, for GST invoices." />
                <SelectField label="GST rate class" value={values.gstRateClass} onChange={(e) => setValues((v) => ({ ...v, gstRateClass: e.target.value as GstRateClass | '' }))} error={errors.gstRateClass}>
                  {isNew && <option value="">Worked out from the category</option>}
                  {GST_CLASSES.map((g) => (
                    <option key={g.value} value={g.value}>
                      {g.label}
                    </option>
                  ))}
                </SelectField>
              </div>
            </section>
          </div>
          <div>
            <section className="card" aria-labelledby="p-org">
              <h2 className="card__title" id="p-org">
                Organisation
              </h2>
              <SelectField label="Category" value={values.category} onChange={set('category')} error={errors.category} required>
                <option value="">Choose…</option>
                {CATEGORIES.map(([v, label]) => (
                  <option key={v} value={v}>
                    {label}
                  </option>
                ))}
              </SelectField>
              <SelectField label="Kind" value={values.kind} onChange={set('kind')} error={errors.kind} hint="What the item is; it picks the drawn picture and search words.">
                {isNew && <option value="">Worked out from the name</option>}
                {KINDS.map(([v, label]) => (
                  <option key={v} value={v}>
                    {label}
                  </option>
                ))}
              </SelectField>
              <TextField label="Colour" value={values.color} onChange={set('color')} error={errors.color} maxLength={30} required hint="e.g. navy, sky blue" />
              <TextField label="Sizes" value={values.sizes} onChange={set('sizes')} error={errors.availableSizes} hint="Separated by commas, e.g. S, M, L, XL. Empty for items without sizes." />
              <fieldset className="fieldset">
                <legend className="field__label">Labels</legend>
                {TAGS.map((t) => (
                  <CheckboxField
                    key={t}
                    label={t.charAt(0) + t.slice(1).toLowerCase()}
                    checked={values.tags.includes(t)}
                    onChange={(e) => setValues((v) => ({ ...v, tags: e.target.checked ? [...v.tags, t] : v.tags.filter((x) => x !== t) }))}
                  />
                ))}
                {errors.tags && <p className="field__error">{errors.tags}</p>}
              </fieldset>
              <CheckboxField label="Best seller" checked={values.isBestSeller} onChange={(e) => setValues((v) => ({ ...v, isBestSeller: e.target.checked }))} error={errors.isBestSeller} />
              {product && product.variants.length > 1 && (
                <>
                  <h3 className="card__subtitle">Other colours of “{product.variantGroup}”</h3>
                  <ul className="plain-list">
                    {product.variants
                      .filter((v) => v.id !== product.id)
                      .map((v) => (
                        <li key={v.id}>
                          <Link to={`/products/${v.id}`}>{v.color}</Link> <span className="muted">· {v.stock} in stock{v.archived ? ' · archived' : ''}</span>
                        </li>
                      ))}
                  </ul>
                </>
              )}
            </section>
            <section className="card" aria-labelledby="p-stock">
              <h2 className="card__title" id="p-stock">
                Inventory
              </h2>
              <TextField label="SKU" value={values.sku} onChange={set('sku')} error={errors.sku} maxLength={64} hint={isNew ? 'Left empty, it is made from the name and colour.' : 'The key CSV imports use to find this product.'} />
              {isNew ? (
                <TextField label="Stock" inputMode="numeric" value={values.stock} onChange={set('stock')} error={errors.stock} hint="Units in stock to start with." />
              ) : (
                <p>
                  <strong>{product.stock}</strong> in stock.{' '}
                  <Link to={`/stock?q=${encodeURIComponent(product.sku)}&show=all`}>Adjust stock</Link>
                </p>
              )}
              <TextField label="Low-stock threshold" inputMode="numeric" value={values.lowStockThreshold} onChange={set('lowStockThreshold')} error={errors.lowStockThreshold} hint="At or below this, the product is on the low-stock list." />
            </section>
          </div>
        </div>
        <div className="save-bar">
          <Link className="btn" to="/products">
            Cancel
          </Link>
          <button type="submit" className="btn btn--primary" disabled={saving || uploading}>
            {saving ? 'Saving…' : uploading ? 'Uploading photos…' : isNew ? 'Create product' : 'Save changes'}
          </button>
        </div>
      </form>
      {/* Outside the product's form: each size saves on its own (and its dialogs have forms of their own). */}
      {product && (
        <section className="card" aria-labelledby="p-sizes" id="sizes">
          <h2 className="card__title" id="p-sizes">
            {product.sizes.length > 1 || product.sizes[0]?.size !== 'NA' ? 'Sizes' : 'Stock keeping'}
          </h2>
          <p className="muted">Each size has its own SKU, stock and low-stock threshold; leave a price empty to use the product’s. Stock changes through Adjust, with a reason.</p>
          <SizesGrid product={product} />
        </section>
      )}
      <ConfirmDialog
        open={confirmArchive}
        title={`Archive ${product?.name ?? ''}?`}
        confirmLabel="Archive"
        danger
        busy={archiving.loading}
        onClose={() => setConfirmArchive(false)}
        onConfirm={() => void toggleArchive()}
      >
        <p>It leaves the storefront, search and the sitemap and cannot be ordered. Orders that name it keep it. You can put it back on sale later.</p>
      </ConfirmDialog>
    </div>
  );
}

/** Moves focus to the first field marked invalid, so the person lands on what to fix. */
function focusFirstError() {
  setTimeout(() => document.querySelector<HTMLElement>('.product-form [aria-invalid="true"]')?.focus(), 0);
}
