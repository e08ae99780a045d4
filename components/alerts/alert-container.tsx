'use client';

import { useEffect } from 'react';
import { Slide, ToastContainer, toast } from 'react-toastify';
import { registerAlertPresenter, type AlertRequest } from './alerts';
import { AlertMessage } from './alert-message';
import type { AlertLabels } from './alert-labels';
import styles from './alert-container.module.css';

/** react-toastify's container (its stylesheet comes with it) and the presenter every showAlert goes through. */
export function AlertContainer({ labels }: { labels: AlertLabels }) {

  useEffect(
    () =>
      registerAlertPresenter(({ kind, message, detail, confirmLabel }: AlertRequest) => {
        toast(
          ({ closeToast }) => (
            <AlertMessage
              kind={kind}
              kindLabel={labels[kind]}
              message={message}
              detail={detail}
              confirmLabel={confirmLabel ?? labels.confirm}
              onConfirm={closeToast}
            />
          ),
          {
            type: kind,
            // role="alert" is announced as soon as it is inserted, unlike a status region created with its text.
            role: 'alert',
          },
        );
      }),
    [labels],
  );

  return (
    <ToastContainer
      aria-label={labels.region}
      position="top-center"
      autoClose={false}
      closeButton={false}
      closeOnClick={false}
      draggable={false}
      hideProgressBar
      transition={Slide}
      theme="light"
      className={styles.container}
      toastClassName={styles.toast}
    />
  );
}
