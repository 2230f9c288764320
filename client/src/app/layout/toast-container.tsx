import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';

/** The one toast area, with its styles: a chunk of its own, loaded with the first toast (see lib/toast). Top right, 3000 ms, coloured, closable by click, pausable on hover and focus loss, draggable. */
export default function ShopToastContainer() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={3000}
      theme="colored"
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      draggable
      newestOnTop
    />
  );
}
