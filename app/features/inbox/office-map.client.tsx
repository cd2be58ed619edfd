// Loaded in the browser only (dynamic import from office-map.tsx): Leaflet needs `window`.
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { MapContainer, Marker, Popup, TileLayer, ZoomControl } from "react-leaflet";

/** Spec §9: the map opens at zoom 16 on the head office. */
export const MAP_ZOOM = 16;

// The project's own marker (public/images/map-marker.svg), never Leaflet's hot-linked default.
const officeIcon = L.icon({
  iconUrl: "/images/map-marker.svg",
  iconSize: [40, 52],
  iconAnchor: [20, 50],
  popupAnchor: [0, -46],
});

export default function OfficeMapClient({
  lat,
  lng,
  name,
  address,
}: {
  lat: number;
  lng: number;
  name: string;
  address: string;
}) {
  return (
    <MapContainer
      center={[lat, lng]}
      zoom={MAP_ZOOM}
      scrollWheelZoom={false}
      zoomControl={false}
      className="h-full w-full"
    >
      <TileLayer
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">contributori di OpenStreetMap</a>'
        url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
      />
      <ZoomControl position="topleft" zoomInTitle="Ingrandisci" zoomOutTitle="Riduci" />
      <Marker position={[lat, lng]} icon={officeIcon} alt={`Sede di ${name}`} title={name}>
        <Popup>
          <strong>{name}</strong>
          <br />
          {address}
        </Popup>
      </Marker>
    </MapContainer>
  );
}
