// App layer
