/** The look the site's sliders share (the car gallery, home's promotions): track, arrows, position badge. */
import type { CSSObject, Theme } from '@/features/theme/styled';

/** keen-slider's track: slides in a row, vertical page scrolling left to the browser. */
export const sliderTrack: CSSObject = { display: 'flex', touchAction: 'pan-y', userSelect: 'none' };

/** A round Previous / Next button over the slides (its colour and side are the slider's own). */
export const sliderArrow = (theme: Theme): CSSObject => ({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: 40,
  height: 40,
  display: 'grid',
  placeItems: 'center',
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'rgba(255,255,255,0.9)',
  cursor: 'pointer',
  color: theme.palette.action.active,
});

/** "2 of 5" in the slider's bottom corner (its distance from the right edge is the slider's own). */
export const sliderPosition = (theme: Theme): CSSObject => ({
  position: 'absolute',
  bottom: 8,
  margin: 0,
  padding: '0 8px',
  borderRadius: theme.shape.borderRadius,
  background: 'rgba(0,0,0,0.7)',
  color: '#fff',
  fontSize: 14,
  lineHeight: 1.5,
});
