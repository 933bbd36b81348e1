// An app that keeps stock reads menus too: importing JuiceMakerKit brings the menu core with it.
@_exported import JuiceMakerMenu
