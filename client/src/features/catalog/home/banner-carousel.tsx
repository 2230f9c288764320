import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

/** Three banners, a new one every 3 s, looping. */
export const BANNER_INTERVAL_MS = 3000;

const BANNERS = [
  { image: '/home/banner-festive.svg', eyebrow: 'Festive Sale', title: 'Up to 80% off kurtas, tees and prints', cta: 'Shop the sale', to: paths.products({ cat: 'SALE' }) },
  { image: '/home/banner-pride.svg', eyebrow: 'Pride Collection', title: 'Love is love. Wear it loud.', cta: 'Shop LGBTQ+', to: paths.products({ cat: 'LGBTQ+' }) },
  { image: '/home/banner-gifts.svg', eyebrow: 'Personalised Gifts', title: 'Mugs, bottles and more, printed with your photo', cta: 'Make a gift', to: paths.products({ cat: 'ACCESSORIES' }) },
];

/**
 * The slider's code (about 8 KB compressed) is not part of the page's first view. The server-rendered
 * first banner is the page's largest paint and needs none of it, and it stays put for its 3 s anyway, so
 * the code is fetched when the first change is due, or sooner when the shopper reaches for the banner (a
 * pointer over it, a focus or a tap), and then takes over the same markup. Without its code (a dropped
 * connection) the first banner simply stays, its link working.
 */
function useSlider(viewport: React.RefObject<HTMLDivElement | null>, wanted: { index: number; playing: boolean }) {
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [reason, setReason] = useState<'due' | 'reached'>();
  const latest = useRef(wanted);
  latest.current = wanted;

  useEffect(() => {
    const due = setTimeout(() => setReason((r) => r ?? 'due'), BANNER_INTERVAL_MS);
    return () => clearTimeout(due);
  }, []);

  useEffect(() => {
    if (!reason) return;
    let slider: EmblaCarouselType | undefined;
    let gone = false;
    Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')])
      .then(([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (gone || !viewport.current) return;
        const { index, playing } = latest.current;
        const autoplay = Autoplay({ delay: BANNER_INTERVAL_MS, stopOnInteraction: false, stopOnMouseEnter: true, playOnInit: playing });
        slider = EmblaCarousel(viewport.current, { loop: true, startIndex: index }, [autoplay]);
        // The first banner has had its 3 s: the next one now, then one every 3 s.
        if (reason === 'due' && playing && index === 0) slider.scrollNext();
        setEmbla(slider);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      slider?.destroy();
    };
  }, [reason, viewport]);

  const reach = useCallback(() => setReason((r) => r ?? 'reached'), []);
  return { embla, reach };
}

export function BannerCarousel() {
  const viewport = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(true);
  const { embla, reach } = useSlider(viewport, { index: selected, playing });

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
    if (!autoplay) return setPlaying((p) => !p);
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
    setPlaying(autoplay.isPlaying());
  }, [embla]);

  return (
    <section className="banner" aria-roledescription="carousel" aria-label="Featured offers" onPointerEnter={reach} onFocus={reach} onTouchStart={reach}>
      <div className="banner__viewport" ref={viewport}>
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
            onClick={() => (embla ? embla.scrollTo(i) : setSelected(i))}
          />
        ))}
      </div>
    </section>
  );
}
