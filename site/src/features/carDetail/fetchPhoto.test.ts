import { photoSource } from './fetchPhoto';

describe('photoSource', () => {
  it('fetches the site’s own media paths from the CMS', () => {
    expect(photoSource('/api/media/file/suv-white.png', 'http://cms:3001')).toBe('http://cms:3001/api/media/file/suv-white.png');
  });

  it('leaves an absolute photo URL as it is', () => {
    expect(photoSource('https://images.example/car.jpg', 'http://cms:3001')).toBe('https://images.example/car.jpg');
  });
});
