// The same card as our listing (widgets/catalogue/card.tsx): same markup, classes, texts and links.
import { memo } from 'react';
import { ENQUIRY, enquiryMessage, telHref, whatsappHref } from '../../../src/links.ts';
import shell from '@shell/shell.json';

const tel = telHref(shell.callNumber);

function Card({ product, eager, zoom }) {
  const chat = whatsappHref(shell.chatNumber, enquiryMessage(ENQUIRY.saree, product.title, shell.pageUrl));
  return (
    <li className="card">
      <img
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="card__image"
        width={400}
        height={500}
        alt={product.title}
        src={product.img}
        ref={zoom}
      />
      <h2 className="card__title">{product.title}</h2>
      <p className="card__des">{product.des}</p>
      <div className="card__actions">
        <a className="button" href={tel}>
          Call Book<span className="visually-hidden">: {product.title}</span>
        </a>
        <a className="button button--solid" href={chat} target="_blank" rel="noopener noreferrer">
          Whatsapp Book<span className="visually-hidden">: {product.title} (opens in a new tab)</span>
        </a>
      </div>
    </li>
  );
}

export default memo(Card);
