import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type UplotOptions = Omit<uPlot.Options, 'width'>;

/**
 * uPlot in React: drawn into a box as wide as its parent, drawn again when the options or the data
 * change (both memoised by the caller), resized with the box, destroyed on unmount.
 */
export function UplotChart({ options, data, className }: { options: UplotOptions; data: uPlot.AlignedData; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = new uPlot({ ...options, width: element.clientWidth }, data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: options.height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [options, data]);
  return <div ref={box} className={className} />;
}
