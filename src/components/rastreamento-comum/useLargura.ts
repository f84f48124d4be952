import { useEffect, useState } from 'react';

/** The window's width, kept current (the public pages switch layouts at 768 px). */
export function useLargura(): number {
  const [largura, setLargura] = useState(() => (typeof window === 'undefined' ? 1024 : window.innerWidth));
  useEffect(() => {
    const on = () => setLargura(window.innerWidth);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return largura;
}
