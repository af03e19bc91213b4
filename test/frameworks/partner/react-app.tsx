// A partner's React 19 component, type-checked against the published declarations (test/site/declarations.test.ts).
import { useState } from 'react';

export function Shop() {
  const [channel, setChannel] = useState('');
  return (
    <>
      <p>{channel}</p>
      <shop-catalogue
        collection="Saree"
        limit={12}
        firebase-config={{ projectId: 'partner-shop' }}
        onshop-contact={(event) => setChannel(event.detail.channel)}
      />
      <shop-carousel autoplay="false" interval={6000} slides={[{ src: '/a.jpg', alt: 'A', width: 4, height: 3 }]} />
      <shop-offer-banner offers={['Puja offer']} speed="40" />
      {/* @ts-expect-error React 19 never calls onShopContact on a custom element: onshop-contact */}
      <shop-catalogue onShopContact={() => undefined} />
      {/* @ts-expect-error a limit is a number */}
      <shop-catalogue limit={{ cards: 12 }} />
      {/* @ts-expect-error the carousel has no collection */}
      <shop-carousel collection="Saree" />
    </>
  );
}

const catalogue = document.querySelector('shop-catalogue');
catalogue?.addEventListener('shop-contact', (event) => console.log(event.detail.id, event.detail.channel));
if (catalogue) catalogue.limit = 24;
