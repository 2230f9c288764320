import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { createAdminRouter } from './app/router';
import { createAdminClient } from './lib/apollo';
import './admin.css';

const client = createAdminClient('/graphql');
const router = createAdminRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
      <ToastContainer position="bottom-center" autoClose={4000} theme="light" closeOnClick pauseOnHover pauseOnFocusLoss />
    </ApolloProvider>
  </StrictMode>,
);
