// Async boundary: the shared scope is negotiated before any shared module is used.
import('./bootstrap');
