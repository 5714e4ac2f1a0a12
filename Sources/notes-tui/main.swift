print("interim")
