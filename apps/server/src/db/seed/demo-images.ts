/*
 * The demo market's photos (drawings of each building type and its rooms, keyed by the hash of their
 * source). The catalogue lives with the image module, because the image route renders a missing size from
 * it and the file sweeper keeps its files at run time; the seed picks a listing's photos from it here.
 */
export { DEMO_IMAGES, type DemoImage, demoImagesFor } from '../../modules/images/demo-catalogue.ts';
