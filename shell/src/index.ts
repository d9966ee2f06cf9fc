// The federation runtime negotiates shared modules before any application code runs.
import('./bootstrap');
