/**
 * The Konva nodes the table draws with, for react-konva. Konva's full build registers every shape
 * and filter it has; the table needs a few. Text (and the Label that holds it) is registered on
 * first need by ./textNodes.tsx: its module builds an `Intl.Segmenter` when it is evaluated, 30–40
 * ms of every page start even when no text is drawn (issue #11).
 */
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Circle';

export { Circle, Group, Image, Layer, Line, Rect, Shape, Stage } from 'react-konva/lib/ReactKonvaCore';
