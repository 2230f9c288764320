import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';

/** Spec: three banners, a new one every 3 s, looping. */
export const BANNER_INTERVAL_MS = 3000;

const BANNERS = [
  { image: '/home/banner-festive.svg', eyebrow: 'Festive Sale', title: 'Up to 80% off kurtas, tees and prints', cta: 'Shop the sale', to: paths.products({ cat: 'SALE' }) },
  { image: '/home/banner-pride.svg', eyebrow: 'Pride Collection', title: 'Love is love. Wear it loud.', cta: 'Shop LGBTQ+', to: paths.products({ cat: 'LGBTQ+' }) },
  { image: '/home/banner-gifts.svg', eyebrow: 'Personalised Gifts', title: 'Mugs, bottles and more, printed with your photo', cta: 'Make a gift', to: paths.products({ cat: 'ACCESSORIES' }) },
];

export function BannerCarousel() {
  const [emblaRef, embla] = useEmblaCarousel({ loop: true }, [Autoplay({ delay: BANNER_INTERVAL_MS, stopOnInteraction: false, stopOnMouseEnter: true })]);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const togglePlay = useCallback(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
    setPlaying(autoplay.isPlaying());
  }, [embla]);

  return (
    <section className="banner" aria-roledescription="carousel" aria-label="Featured offers">
      <div className="banner__viewport" ref={emblaRef}>
        <div className="banner__track">
          {BANNERS.map((b, i) => (
            <div
              key={b.image}
              className="banner__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${BANNERS.length}: ${b.eyebrow}`}
              aria-hidden={i !== selected}
            >
              <img src={b.image} alt="" width={1600} height={640} fetchPriority={i === 0 ? 'high' : 'low'} />
              <div className="banner__text">
                <p className="banner__eyebrow">{b.eyebrow}</p>
                <h2 className="banner__title">{b.title}</h2>
                <Link className="btn btn--accent" to={b.to} tabIndex={i === selected ? 0 : -1}>
                  {b.cta}
                </Link>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="banner__controls">
        <button type="button" className="banner__play" onClick={togglePlay} aria-label={playing ? 'Pause the banners' : 'Play the banners'}>
          {playing ? '❚❚' : '►'}
        </button>
        {BANNERS.map((b, i) => (
          <button
            key={b.image}
            type="button"
            className={`banner__dot${i === selected ? ' is-active' : ''}`}
            aria-label={`Show banner ${i + 1}: ${b.eyebrow}`}
            aria-current={i === selected}
            onClick={() => embla?.scrollTo(i)}
          />
        ))}
      </div>
    </section>
  );
}
