import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { usePageMeta } from '../lib/page-meta';
import { ScrollToTop } from '../components/scroll-to-top';
import { AccessoriesGrid } from '../features/catalog/home/accessories-grid';
import { BannerCarousel } from '../features/catalog/home/banner-carousel';
import { BestProduct, BestSellingGrid, useBestSellers } from '../features/catalog/home/best-sellers';
import { CategoryRow } from '../features/catalog/home/category-row';
import '../features/catalog/home/home.css';
import { PortraitGrid } from '../features/catalog/home/portrait-grid';
import { PromoGrid } from '../features/catalog/home/promo-grid';
import { SaleMarquee } from '../features/catalog/home/sale-marquee';
import { TeamShowcase } from '../features/catalog/home/team-showcase';
import { FeaturedReviews } from '../features/reviews/featured-reviews';

function Section({ id, title, more, lead, children }: { id: string; title: string; more?: { to: string; label: string }; lead?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id}>{title}</h2>
        {more && <Link to={more.to}>{more.label}</Link>}
      </div>
      {lead && <p className="home-section__lead">{lead}</p>}
      {children}
    </section>
  );
}

/** Home: its sections in order, from the banner carousel down. */
export default function HomeScreen() {
  usePageMeta({ title: '', image: '/home/banner-festive.svg' });
  const best = useBestSellers();
  return (
    <main className="page home">
      <h1 className="visually-hidden">Colour for every day</h1>
      <BannerCarousel />
      <SaleMarquee />
      <Section id="home-categories" title="Shop by category" more={{ to: paths.products(), label: 'Shop all products' }}>
        <CategoryRow />
      </Section>
      <Section id="home-looks" title="Made for every you">
        <PortraitGrid />
      </Section>
      <div className="home-duo">
        <Section id="home-best" title="Best Selling" more={{ to: paths.products({ cat: 'BEST SELL' }), label: 'View all' }}>
          <BestSellingGrid products={best.products} loading={best.loading} />
        </Section>
        <Section id="home-best-product" title="Best Product">
          <BestProduct product={best.products[0]} />
        </Section>
      </div>
      <Section id="home-accessories" title="Accessories" more={{ to: paths.products({ cat: 'ACCESSORIES' }), label: 'View all' }} lead="Printed to order with your photo, name or favourite line.">
        <AccessoriesGrid />
      </Section>
      <Section id="home-promos" title="Don't Miss Out">
        <PromoGrid />
      </Section>
      <Section id="home-reviews" title="What our customers say">
        <FeaturedReviews />
      </Section>
      <Section id="home-team" title="Meet the designers">
        <TeamShowcase />
      </Section>
      <ScrollToTop />
    </main>
  );
}
