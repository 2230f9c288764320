import { toast as toastify } from 'react-toastify';

/** Toasts, worded for people: a short sentence saying what happened (or what went wrong and what to do). */
export const toast = {
  success: (message: string) => void toastify.success(message),
  error: (message: string) => void toastify.error(message, { autoClose: 8000 }),
  info: (message: string) => void toastify.info(message),
};
