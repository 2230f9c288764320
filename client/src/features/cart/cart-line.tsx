import { Link } from 'react-router-dom';
import type { CartLine_ItemFragment } from '../../gql/graphql';
import { formatPaise } from '../../lib/money';
import { QuantityStepper } from '../../components/quantity-stepper';
import './cart-line.css';
import { paths } from '../../lib/paths';
import { OUT_OF_STOCK_MESSAGE } from '../../lib/shop-messages';

/** One cart line: picture, name, size and colour, prices, a stepper from 1 to min(stock, 10), Remove. */
export function CartLine({
  item,
  onQuantity,
  onRemove,
}: {
  item: CartLine_ItemFragment;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { product } = item;
  const href = paths.product(product.id);
  return (
    <article className="cart-line" aria-label={product.name} data-testid="cart-line">
      <Link to={href} className="cart-line__media" tabIndex={-1} aria-hidden="true">
        <img src={product.coverImage} alt="" width={112} height={112} loading="lazy" decoding="async" />
      </Link>
      <div>
        <h2 className="cart-line__name">
          <Link to={href}>{product.name}</Link>
        </h2>
        <p className="cart-line__meta">
          {item.size ? `Size: ${item.size} · ` : ''}Colour: {item.color}
        </p>
        <p className="cart-line__price">
          <strong>{formatPaise(product.pricePaise)}</strong>
          {/* The only struck-through price is the MRP: the cart never invents a former price. */}
          {product.mrpPaise > product.pricePaise && <s aria-label={`MRP ${formatPaise(product.mrpPaise)}`}>{formatPaise(product.mrpPaise)}</s>}
        </p>
        {item.discountPaise > 0 && <p className="cart-line__saving">Offer saves {formatPaise(item.discountPaise)}</p>}
        {item.maxQuantity < 1 && <p className="cart-line__note">{OUT_OF_STOCK_MESSAGE}</p>}
        {item.maxQuantity >= 1 && item.quantity > item.maxQuantity && <p className="cart-line__note">Only {item.maxQuantity} left in stock.</p>}
      </div>
      <div className="cart-line__controls">
        <QuantityStepper value={item.quantity} max={Math.max(item.maxQuantity, 1)} onChange={onQuantity} label={`Quantity of ${product.name}`} />
        <span className="cart-line__total" aria-label={`Line total ${formatPaise(item.lineTotalPaise - item.discountPaise)}`}>{formatPaise(item.lineTotalPaise - item.discountPaise)}</span>
        <button type="button" className="cart-line__remove" onClick={onRemove} aria-label={`Remove ${product.name}`}>
          Remove
        </button>
      </div>
    </article>
  );
}
