import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createShopClient, createShopCollector, shopFromAddress } from './storesearch';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const shop = shopFromAddress();
// One collector for the page's life, made outside React: StrictMode's second effect run would make two.
const collector = createShopCollector(shop);
createRoot(container).render(
  <StrictMode>
    <App client={createShopClient()} collector={collector} shop={shop} />
  </StrictMode>,
);
