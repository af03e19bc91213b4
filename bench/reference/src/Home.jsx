// `/`: the banner carousel and the category cards on react-slick, the rest of the page as our site shows it.
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import 'slick-carousel/slick/slick-theme.css';
import shell from '@shell/shell.json';

const html = (markup) => ({ __html: markup });
// As on our page: one category card per view on a phone, three from 40rem (react-slick's `responsive` did not
// apply on a first render at 412 px here).
const perView = () => (window.matchMedia('(min-width: 40rem)').matches ? 3 : 1);

export default function Home() {
  const { home } = shell;
  return (
    <>
      <h1 className="home__title">{home.heading}</h1>
      <Slider className="banner" dots autoplay autoplaySpeed={5000} infinite>
        {home.slides.map((slide, i) => (
          <div key={i} dangerouslySetInnerHTML={html(slide)} />
        ))}
      </Slider>
      <section className="section" id="categories" aria-labelledby="categories-heading">
        <h2 id="categories-heading">{home.categoriesHeading}</h2>
        <Slider className="categories" dots infinite speed={500} slidesToShow={perView()} slidesToScroll={perView()}>
          {home.categories.map((card, i) => (
            <div key={i} dangerouslySetInnerHTML={html(card)} />
          ))}
        </Slider>
      </section>
      <div dangerouslySetInnerHTML={html(home.rest)} />
    </>
  );
}
